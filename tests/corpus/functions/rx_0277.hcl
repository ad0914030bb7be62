r = regex_replace("aaa", "[a-\\x{10FFFF}]", "x")
