r = trimsuffix("hello", "")
