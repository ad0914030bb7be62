r = int(-1.9)
