r = regex("[\\z]", "aaa")
