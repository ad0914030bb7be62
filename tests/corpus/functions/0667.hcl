r = regexall(s, "true")
