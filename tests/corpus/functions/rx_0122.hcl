r = regex("\\G", "aaa")
