r = regex_replace("aaa", "(?P=name)", "x")
