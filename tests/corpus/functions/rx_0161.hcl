r = regex_replace("aaa", "\\x{110000}", "x")
