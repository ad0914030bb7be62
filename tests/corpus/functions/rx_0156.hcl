r = regex("\\x{}", "aaa")
