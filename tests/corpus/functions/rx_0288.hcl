r = regex("a\\<b\\>", "aaa")
