r  = regexall("a")
