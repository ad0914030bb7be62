r = regexall("[a-z]", "a1b22c333")
