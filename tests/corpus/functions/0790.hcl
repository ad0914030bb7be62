r = signum(-0.0)
