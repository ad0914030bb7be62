r = signum(2.5)
