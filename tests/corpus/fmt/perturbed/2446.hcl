r  = setsymmetricdifference([  1],  [1 ])
