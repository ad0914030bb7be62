r = regexall("\\p{Cs}|x", "axb")
