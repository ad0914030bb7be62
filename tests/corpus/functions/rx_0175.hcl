r = regex_replace("aaa", "\\pX", "x")
