r = trim(null, "a,b,c")
