r = trimsuffix(null, "a")
