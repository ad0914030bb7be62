r = min()
