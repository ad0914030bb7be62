r = setsymmetricdifference([1, 2], [2, 3])
