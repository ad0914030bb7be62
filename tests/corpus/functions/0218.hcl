r = flatten(1)
