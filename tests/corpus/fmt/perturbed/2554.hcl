r = regex("\\b*",    "aaa")
