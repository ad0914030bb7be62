r = regex_replace("aaa", "\\C", "x")
