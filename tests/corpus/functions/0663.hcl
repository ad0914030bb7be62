r = regexall("17", u)
