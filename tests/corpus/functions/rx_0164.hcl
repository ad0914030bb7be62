r = regex("\\x{zz}", "aaa")
