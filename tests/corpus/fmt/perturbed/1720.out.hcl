r = 1e3
