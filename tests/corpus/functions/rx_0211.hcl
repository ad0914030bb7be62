r = regex_replace("aaa", "(?P<name>a)", "x")
