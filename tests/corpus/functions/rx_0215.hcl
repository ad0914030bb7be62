r = regex_replace("aaa", "(?P<a-b>a)", "x")
