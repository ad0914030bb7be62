r = regexall("", "ab")
