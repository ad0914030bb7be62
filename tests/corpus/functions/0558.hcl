r = parseint("ff", 16)
