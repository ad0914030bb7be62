r=signum(0)
