r = regex("\\x{D800}", "aaa")
