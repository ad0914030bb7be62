r = range(neg, -1, 2.5, -1)
