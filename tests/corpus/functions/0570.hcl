r = parseint("10", null)
