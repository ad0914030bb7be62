r = ceil(7)

