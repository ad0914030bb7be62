r = range(1, 2, 0)
