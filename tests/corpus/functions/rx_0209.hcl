r = regex_replace("aaa", "[\\pN]", "x")
