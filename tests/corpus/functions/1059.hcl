r = trimsuffix("a", 1)
