r = regex_replace("aaa", "\\Z", "x")
