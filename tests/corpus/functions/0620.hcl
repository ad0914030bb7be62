r = range(-2.5)
