r = regex("[[:^alpha:]]x[", "aaa")
