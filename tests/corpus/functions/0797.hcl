r = signum(f)
