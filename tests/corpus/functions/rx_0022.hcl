r = regex("[a-", "aaa")
