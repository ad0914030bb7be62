r=    setsymmetricdifference([],    null)
