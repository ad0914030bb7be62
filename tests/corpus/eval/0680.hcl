r = regexall("(", s)
