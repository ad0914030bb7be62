r = floor()
