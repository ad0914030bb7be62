r = ceil(1.5)
