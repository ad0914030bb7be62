r = abs(-2.5)
