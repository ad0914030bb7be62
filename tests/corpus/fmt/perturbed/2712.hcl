a    =  [for  x   in	xs  :    [for  y  in x.items  : y +x.base    +    z]]

