r = signum(0.1)
