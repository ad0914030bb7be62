r    =regex("\\8",    "aaa")
