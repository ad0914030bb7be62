r = range(0, 1, 0.25)
