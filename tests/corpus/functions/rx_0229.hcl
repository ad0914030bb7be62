r = regex_replace("aaa", "(?'name'a)", "x")
