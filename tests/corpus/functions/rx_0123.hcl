r = regex_replace("aaa", "\\G", "x")
