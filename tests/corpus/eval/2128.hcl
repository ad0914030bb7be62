r = slice(regexall("\\d+", s), 0, 1)
