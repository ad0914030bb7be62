r = min(null, 1, 1e3)
