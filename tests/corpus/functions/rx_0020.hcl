r = regex("[^]", "aaa")
