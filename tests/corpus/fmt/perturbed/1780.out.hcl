r = "1" + try("abc" + 1, 1.5)
