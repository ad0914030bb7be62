r = regex_replace("aaa", "[[:alpha:]", "x")
