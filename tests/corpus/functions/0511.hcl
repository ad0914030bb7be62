r = max("3", 2)
