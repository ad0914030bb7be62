r = regexall("", "üñí")
