r = max(big, 1e30)
