r = regex_replace("aaa", "a\\<b\\>", "x")
