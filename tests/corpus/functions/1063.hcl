r = trimsuffix("", "a,b,c")
