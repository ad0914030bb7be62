r = ceil(7)
