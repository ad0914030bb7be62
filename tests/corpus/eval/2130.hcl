r = parseint("ff", 2)
