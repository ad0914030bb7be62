r = range(0, 10, 0)
