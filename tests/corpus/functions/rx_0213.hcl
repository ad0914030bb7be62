r = regex_replace("aaa", "(?P<1a>a)", "x")
