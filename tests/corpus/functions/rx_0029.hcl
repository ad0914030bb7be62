r = regex_replace("aaa", "[[:foo:]]", "x")
