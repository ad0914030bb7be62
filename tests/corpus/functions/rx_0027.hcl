r = regex_replace("aaa", "[a-\\d]", "x")
