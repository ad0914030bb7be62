r = parseint("zz", 36)
