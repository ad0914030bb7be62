r = floor(3)
