r = signum(1E2 % 2)
