r = int(1e-10)
