r = regex_replace("aaa", "\\0", "x")
