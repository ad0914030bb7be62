r = regex("\\pL+", "aaa")
