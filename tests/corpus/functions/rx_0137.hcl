r = regex_replace("aaa", "\\1", "x")
