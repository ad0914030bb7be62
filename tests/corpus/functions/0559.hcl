r = parseint("FF", 16)
