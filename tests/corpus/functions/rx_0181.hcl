r = regex_replace("aaa", "\\p{greek}", "x")
