r = parseint("ff", 1e3)
