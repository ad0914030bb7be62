r = regex_replace("aaa", "x{0}{1}", "x")
