r = regex("[\\Q]", "aaa")
