r = regex_replace("aaa", "\\p{Lu}", "x")
