r = regex_replace("aaa", "a{1,2", "x")
