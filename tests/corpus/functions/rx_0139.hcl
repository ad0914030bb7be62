r = regex_replace("aaa", "\\12", "x")
