r = trimsuffix("Hello World", "ff")
