r = regexall("\\Qa.b\\E", "xa.b")
