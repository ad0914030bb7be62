r = substr("hello", -3, 2)
