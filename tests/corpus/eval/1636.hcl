r = element(range(0.5, 2), 0)
