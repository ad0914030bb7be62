r = signum(5)
