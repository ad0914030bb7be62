r = regex("\\e", "aaa")
