r = regex_replace("aaa", "(?i-s:a)", "x")
