r = regex_replace("aaa", "\\K", "x")
