r = regex("\\p{Letter}", "aaa")
