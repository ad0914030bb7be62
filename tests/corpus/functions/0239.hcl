r = floor(2.5)
