r = abs(neg)
