r  =    regex("\\p{Lu}",    "aaa")
