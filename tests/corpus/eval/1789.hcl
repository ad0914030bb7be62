r = abs(1, 2)
