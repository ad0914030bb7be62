r = contains(n, 1)
