r = max(0.1, 1e3, f)
