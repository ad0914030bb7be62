r = floor(1, 2)
