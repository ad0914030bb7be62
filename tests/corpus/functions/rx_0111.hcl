r = regex_replace("aaa", "(?:a{2}){501}", "x")
