a = x[]
