a    =  [for   i,    v  in xs :i]
