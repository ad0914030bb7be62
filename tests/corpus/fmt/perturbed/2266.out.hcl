r = ceil(-2.5)
