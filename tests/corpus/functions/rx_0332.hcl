r = regexall("\\pZ", "a b")
