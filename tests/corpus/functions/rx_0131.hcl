r = regex_replace("aaa", "\\X", "x")
