r = range(-2.5, n)
