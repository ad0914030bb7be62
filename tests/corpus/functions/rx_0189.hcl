r = regex_replace("aaa", "\\p{Any}", "x")
