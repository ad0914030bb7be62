r = nul && false
