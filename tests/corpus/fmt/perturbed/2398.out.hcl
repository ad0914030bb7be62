r = parseint(null, 10)
