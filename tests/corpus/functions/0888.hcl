r = substr("hello", 1.5, 1)
