r = pow(neg, -2.5)
