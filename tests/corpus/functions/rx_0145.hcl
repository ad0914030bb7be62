r = regex_replace("aaa", "\\377", "x")
