r =  trimsuffix(u, "hello")
