r=  upper("a,b,c")
