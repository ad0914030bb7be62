r = regex("\\x{10FFFF}", "aaa")
