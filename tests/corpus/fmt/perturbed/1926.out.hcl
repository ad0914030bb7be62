r = slice(regexall("\\d+", u), 0, 1)
