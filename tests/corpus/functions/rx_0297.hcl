r = regex_replace("aaa", "\\ ", "x")
