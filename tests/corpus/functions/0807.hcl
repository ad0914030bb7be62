r = slice([1, 2], null, 1)
