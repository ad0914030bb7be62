r  = regexall("\\w+",  "héllo")
