r = regex_replace("aaa", "[z-a]", "x")
