r = regex_replace("aaa", "\\pL+", "x")
