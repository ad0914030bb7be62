r    =regex("(?i)*","aaa")
