r = signum(big)
