r = pow(-8, 1)
