r = distinct([1, 2, 1, 3])
