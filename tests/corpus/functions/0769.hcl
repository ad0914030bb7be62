r = setsymmetricdifference([], null)
