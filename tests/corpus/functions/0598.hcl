r = range(3)
