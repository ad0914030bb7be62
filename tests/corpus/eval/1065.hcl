r = trimprefix(1, 2, 3)
