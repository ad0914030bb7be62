r    = regex  ("[^\\x00-\\x{10FFFF}]", "aaa")
