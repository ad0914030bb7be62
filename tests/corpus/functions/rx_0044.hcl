r = regex("a+?*", "aaa")
