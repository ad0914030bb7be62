r = regex_replace("aaa", "a{2}{3}", "x")
