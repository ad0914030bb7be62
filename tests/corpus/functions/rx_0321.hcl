r = regexall("(a)|b", "b")
