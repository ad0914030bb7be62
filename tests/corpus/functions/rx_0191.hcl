r = regex_replace("aaa", "\\p{L}", "x")
