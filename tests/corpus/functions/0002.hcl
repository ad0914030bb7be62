r = abs(0)
