r =  lookup({a    =    "x"})
