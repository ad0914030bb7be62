r = regex_replace("aaa", "\\p{Cs}", "x")
