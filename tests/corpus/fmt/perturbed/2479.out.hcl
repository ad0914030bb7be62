r = substr("a,b,c", 2.5, n)
