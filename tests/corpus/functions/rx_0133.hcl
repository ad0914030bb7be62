r = regex_replace("aaa", "\\y", "x")
