r = regex("a\\", "aaa")
