r = slice([1, 2], 0)
