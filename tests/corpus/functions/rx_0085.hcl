r = regex_replace("aaa", "a{,5}", "x")
