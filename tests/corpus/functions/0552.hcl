r = min(1e3, -1)
