r = max(1e-10, 1e-10)
