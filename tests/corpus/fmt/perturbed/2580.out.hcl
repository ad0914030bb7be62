r = regex("\\pX", "aaa")
