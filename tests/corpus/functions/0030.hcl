r = ceil(0.0001)
