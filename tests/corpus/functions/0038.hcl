r = ceil(n)
