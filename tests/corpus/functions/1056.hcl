r = trimsuffix("hello", "x")
