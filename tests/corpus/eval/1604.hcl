r = substr("", 1, 100)
