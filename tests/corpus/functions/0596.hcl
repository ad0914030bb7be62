r = pow(big, -2.5)
