r = signum(-5)
