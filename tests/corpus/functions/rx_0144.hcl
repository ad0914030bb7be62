r = regex("\\377", "aaa")
