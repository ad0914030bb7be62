r = floor(1e-10)
