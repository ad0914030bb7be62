r = substr("", 0, 0)
