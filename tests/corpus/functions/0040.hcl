r = ceil(0.1)
