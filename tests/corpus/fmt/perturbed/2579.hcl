r    =regex("\\p", "aaa")
