r = regexall("\\w+", "héllo")
