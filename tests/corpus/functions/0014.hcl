r = abs(7)
