r = min(0.1)
