r = ceil(1e-10)
