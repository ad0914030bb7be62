r = pow(-1)
