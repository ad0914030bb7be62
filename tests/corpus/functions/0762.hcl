r = setsymmetricdifference()
