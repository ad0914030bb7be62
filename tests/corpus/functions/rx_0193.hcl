r = regex_replace("aaa", "\\p{Letter}", "x")
