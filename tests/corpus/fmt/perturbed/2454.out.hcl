r = signum("x")
