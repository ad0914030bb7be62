r = parseint("1.5", 10)
