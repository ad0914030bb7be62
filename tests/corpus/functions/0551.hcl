r = min(neg, neg, 1)
