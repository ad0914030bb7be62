r = regex_replace("aaa", "a{1,1001}", "x")
