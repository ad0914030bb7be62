r = regex("\\-", "aaa")
