r = setsymmetricdifference([], [1, 2, 3])
