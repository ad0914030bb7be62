r = pow(2)
