r = regex_replace("aaa", "\\R", "x")
