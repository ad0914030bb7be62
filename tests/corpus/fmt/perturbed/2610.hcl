r    =regex("\\-",    "aaa")
