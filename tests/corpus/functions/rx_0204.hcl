r = regex("\\p{Latin", "aaa")
