r = regex_replace("aaa", "\\xg", "x")
