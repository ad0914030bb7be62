r = regex("\\p{Cs}", "aaa")
