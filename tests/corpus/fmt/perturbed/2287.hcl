r  =    concat([1],    [2, 3])
