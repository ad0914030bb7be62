r = range(0)
