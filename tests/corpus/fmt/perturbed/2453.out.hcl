r = signum(0)
