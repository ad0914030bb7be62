r = regex("\\C", "aaa")
