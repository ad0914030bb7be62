r = log(1e-10, 1e3)
