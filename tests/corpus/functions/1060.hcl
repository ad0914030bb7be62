r = trimsuffix("a")
