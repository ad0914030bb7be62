r = signum()
