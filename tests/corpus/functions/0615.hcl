r = range(1e3)
