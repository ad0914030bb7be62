r = range(0, 0)
