r = regex("\\p{Zzzz}", "aaa")
