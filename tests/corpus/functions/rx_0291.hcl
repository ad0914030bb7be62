r = regex_replace("aaa", "\\_", "x")
