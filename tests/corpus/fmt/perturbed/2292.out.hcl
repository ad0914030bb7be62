r = contains([1, 2], 1)
