r = pow(0, 0)
