r = range(-3)
