r = pow(null, 2)
