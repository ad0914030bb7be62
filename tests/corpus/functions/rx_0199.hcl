r = regex_replace("aaa", "\\p{Han}", "x")
