r = abs(1)
