r = regex_replace("aaa", "(?x)a", "x")
