r = regex_replace("aaa", "a{100000000}", "x")
