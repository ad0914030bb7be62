r    =    tolist(toset(split(",","")  ) )
