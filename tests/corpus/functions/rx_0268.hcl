r = regex("[\\b]", "aaa")
