r = trimsuffix(u, "hello")
