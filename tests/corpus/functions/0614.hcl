r = range(0, 10, -1)
