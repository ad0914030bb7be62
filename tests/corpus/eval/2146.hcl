r = int(1e3)
