r = strrev("a,b,c")
