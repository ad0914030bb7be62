r = regex_replace("aaa", "(?P", "x")
