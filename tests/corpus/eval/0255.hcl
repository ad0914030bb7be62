r = regexall("\\d+", s)
