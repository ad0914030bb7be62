r = substr("hello", 2, -1)
