r    =  [for x   in   tolist(toset (nums))    :  x]
