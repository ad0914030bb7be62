r = regex_replace("aaa", "\\x4", "x")
