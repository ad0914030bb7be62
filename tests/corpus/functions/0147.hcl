r = contains([], 1)
