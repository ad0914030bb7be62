r = regex_replace("aaa", "\\08", "x")
