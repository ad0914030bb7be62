r = nul && true
