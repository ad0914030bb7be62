r    =regex("\\K", "aaa")
