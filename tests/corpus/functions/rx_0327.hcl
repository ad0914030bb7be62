r = regexall("(?i)[k]", "K")
