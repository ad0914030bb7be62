r = regex("[a-\\x{10FFFF}]", "aaa")
