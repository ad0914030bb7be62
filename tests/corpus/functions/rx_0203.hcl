r = regex_replace("aaa", "\\p{Zzzz}", "x")
