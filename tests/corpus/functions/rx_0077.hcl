r = regex_replace("aaa", "a{1000}", "x")
