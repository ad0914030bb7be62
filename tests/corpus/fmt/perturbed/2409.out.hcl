r = range(10, 0)
