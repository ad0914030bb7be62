r = t && false
