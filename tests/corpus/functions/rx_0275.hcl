r = regex_replace("aaa", "[\\d-z]", "x")
