r = parseint("10", 1)
