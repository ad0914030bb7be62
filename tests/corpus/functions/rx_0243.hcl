r = regex_replace("aaa", "(?i-)a", "x")
