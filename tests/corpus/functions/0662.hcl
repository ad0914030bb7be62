r = regexall(null, "hello")
