r = parseint("12", 2)
