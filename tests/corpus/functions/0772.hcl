r = setsymmetricdifference([]...)
