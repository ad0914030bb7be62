r = substr("hello", 0, 100)
