r = regex("a{1000}", "aaa")
