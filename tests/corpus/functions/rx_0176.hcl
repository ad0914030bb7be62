r = regex("\\p{", "aaa")
