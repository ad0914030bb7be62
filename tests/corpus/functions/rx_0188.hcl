r = regex("\\p{Any}", "aaa")
