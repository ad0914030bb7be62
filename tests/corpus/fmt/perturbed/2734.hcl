a    =    x > y
b = 1  >2
