r = regex_replace("aaa", "\\Qa.b\\E+", "x")
