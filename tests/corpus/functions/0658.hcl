r = regexall("(", "a")
