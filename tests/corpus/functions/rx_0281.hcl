r = regex_replace("aaa", "[\\x{10FFFF}-a]", "x")
