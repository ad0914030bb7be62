r = regex_replace("aaa", "[\\A]", "x")
