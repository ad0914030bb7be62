r=regex("(?#comment)", "aaa")
