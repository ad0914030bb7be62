r = regex_replace("aaa", "\\p{^Greek}", "x")
