r = range(1, 4)
