r = range(5, 0, -2) == null
