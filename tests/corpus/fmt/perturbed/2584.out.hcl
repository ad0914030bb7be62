r = regex("\\p{L}", "aaa")
