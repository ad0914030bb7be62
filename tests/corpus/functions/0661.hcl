r = regexall("a")
