r = max(neg, 0, 0)
