r = regexall(null, "a")
