r = slice("abc", 0, 1)
