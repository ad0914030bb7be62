r = regexall("\\x41+", "AAA")
