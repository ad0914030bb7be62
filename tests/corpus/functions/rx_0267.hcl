r = regex_replace("aaa", "[\\z]", "x")
