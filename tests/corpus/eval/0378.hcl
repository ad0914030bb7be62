r = flatten(n)
