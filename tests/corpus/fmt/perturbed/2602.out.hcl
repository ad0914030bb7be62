r = regex("(?U)a+", "aaa")

