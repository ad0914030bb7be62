r = floor(0.1)
