r = flatten()
