r = regexall("a(?i)*b", "aaaB")
