r = abs(signum(try(n[0], floor(6.02e+23))))
