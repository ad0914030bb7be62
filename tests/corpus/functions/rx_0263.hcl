r = regex_replace("aaa", "(?U)a+", "x")
