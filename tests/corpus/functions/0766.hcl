r = setsymmetricdifference(mixed, 2.5)
