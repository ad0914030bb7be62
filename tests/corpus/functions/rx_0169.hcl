r = regex_replace("aaa", "\\x{D800}", "x")
