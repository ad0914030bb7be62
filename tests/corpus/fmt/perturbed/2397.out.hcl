r = parseint("", 10)
