r = signum(1, 2)
