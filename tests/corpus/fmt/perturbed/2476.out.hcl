r = substr("hello", 10, 2)
