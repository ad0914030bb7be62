# c
a    =  1  // d
