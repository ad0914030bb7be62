r = "1e2" + (signum(3))
