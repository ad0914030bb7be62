r=regex("(?i-)a",    "aaa")
