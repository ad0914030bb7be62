r  =signum("x")
