r = substr("hello", 1, 3)
