r = regex_replace("aaa", "(?i", "x")
