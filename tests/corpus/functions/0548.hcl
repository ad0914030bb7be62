r = min(true, 1)
