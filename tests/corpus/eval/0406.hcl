r = regexall("\\d+", s)[0]
