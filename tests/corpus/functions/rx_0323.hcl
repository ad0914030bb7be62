r = regexall("$", "ab")
