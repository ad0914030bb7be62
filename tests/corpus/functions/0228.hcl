r = floor(2)
