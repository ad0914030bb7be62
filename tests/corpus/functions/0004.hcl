r = abs(n)
