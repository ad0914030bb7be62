r = regex_replace("aaa", "a{2}*", "x")
