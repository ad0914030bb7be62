r = regex_replace("aaa", "a{2,1}", "x")
