r = trimprefix("hello", "")
