r = trimprefix("hello", "x")
