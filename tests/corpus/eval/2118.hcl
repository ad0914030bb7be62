r = element([], 1)
