r = regex_replace("aaa", "a{01}", "x")
