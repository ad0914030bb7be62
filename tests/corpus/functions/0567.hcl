r = parseint("10", 37)
