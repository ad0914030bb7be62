r = substr("hello", null, 1)
