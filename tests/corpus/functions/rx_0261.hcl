r = regex_replace("aaa", "(?<=a)", "x")
