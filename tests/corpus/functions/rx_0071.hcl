r = regex_replace("aaa", "\\b*", "x")
