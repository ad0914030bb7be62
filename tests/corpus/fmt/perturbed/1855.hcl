r  =slice([for  x   in	strs  : upper(x)if  length(x)    > 1],  0,  1)
