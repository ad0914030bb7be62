r = ceil(signum(3))
