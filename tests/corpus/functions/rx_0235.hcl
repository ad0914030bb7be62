r = regex_replace("aaa", "(?i)abc", "x")
