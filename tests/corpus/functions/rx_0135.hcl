r = regex_replace("aaa", "\\8", "x")
