r = regex("\\b*", "aaa")
