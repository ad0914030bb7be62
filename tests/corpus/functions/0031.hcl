r = ceil(-0.9)
