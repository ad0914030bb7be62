r = regex_replace("aaa", "\\e", "x")
