r = min(neg)
