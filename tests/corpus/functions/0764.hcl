r = setsymmetricdifference(null, [1])
