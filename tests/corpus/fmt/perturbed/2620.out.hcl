r = regexall("\\p{Inherited}", "é")
