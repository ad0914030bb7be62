r = setsymmetricdifference([1])
