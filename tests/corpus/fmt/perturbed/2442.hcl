r    =  setproduct  (null ,[[1],    [2, 3]],    [true,false])
