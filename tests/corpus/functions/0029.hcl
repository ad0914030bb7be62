r = ceil(2)
