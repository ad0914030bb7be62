r = contains(null, 1)
