r = regex_replace("aaa", "a(?i)*", "x")
