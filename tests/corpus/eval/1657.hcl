r = regexall("\\d+", u)
