r = regex_replace("aaa", "(?P<é>a)", "x")
