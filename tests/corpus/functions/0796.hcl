r = signum(7)
