r = true && false
