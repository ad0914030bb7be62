r = regex_replace("aaa", "[^\\x00-\\x{10FFFF}]", "x")
