r = parseint("10")
