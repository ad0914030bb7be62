r = pow(n, f)
