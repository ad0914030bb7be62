r  =  hasindex  ([  1,  2],    0)
