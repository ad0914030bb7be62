r = regex_replace("aaa", "[\\Q]", "x")
