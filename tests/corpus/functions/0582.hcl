r = pow(2, 0.5)
