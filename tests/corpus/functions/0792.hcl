r = signum(null)
