r =    signum(f)
