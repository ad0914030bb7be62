r = abs(-1)
