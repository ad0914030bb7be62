r = signum(ceil(true + 1))
