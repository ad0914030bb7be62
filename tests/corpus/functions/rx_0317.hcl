r = regexall("(?U)a+", "aaa")
