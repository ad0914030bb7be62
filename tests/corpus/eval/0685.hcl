r = s
