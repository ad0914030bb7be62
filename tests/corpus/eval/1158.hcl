r = max()
