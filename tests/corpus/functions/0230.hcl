r = floor(0.9)
