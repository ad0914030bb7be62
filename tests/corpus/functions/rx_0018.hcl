r = regex("[]a", "aaa")
