r = signum(007)
