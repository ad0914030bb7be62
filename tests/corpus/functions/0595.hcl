r = pow(null, 1)
