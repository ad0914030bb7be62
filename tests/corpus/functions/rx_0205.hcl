r = regex_replace("aaa", "\\p{Latin", "x")
