r = regex_replace("aaa", "\\x{zz}", "x")
