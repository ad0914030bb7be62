r = regex_replace("aaa", "\\p{", "x")
