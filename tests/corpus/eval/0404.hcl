r = regexall("\\d+", "a1b22c333")[1]
