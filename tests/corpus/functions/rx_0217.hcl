r = regex_replace("aaa", "(?P<>a)", "x")
