r = regex_replace("aaa", "\\Qa.b", "x")
