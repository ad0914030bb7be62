r = regex("(?#comment)", "aaa")
