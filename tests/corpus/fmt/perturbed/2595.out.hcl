r = regex("(?i)abc", "aaa")
