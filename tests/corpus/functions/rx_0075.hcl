r = regex_replace("aaa", "a{1001}", "x")
