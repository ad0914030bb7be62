r = split(",", "a,b,c")
