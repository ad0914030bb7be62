r    =    [for	x  in   strs  :    upper(x)if	x    !=    "b"]
