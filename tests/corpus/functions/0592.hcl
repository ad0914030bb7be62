r = pow(-2.5)
