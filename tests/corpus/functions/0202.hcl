r = element("abc", 0)
