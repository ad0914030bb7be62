r = substr("hello", 5, 0)
