r = signum(1e3) != -2.5 * 2.5e-3
