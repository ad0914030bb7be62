r = regexall("true", s)
