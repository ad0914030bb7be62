r = element([], 0)
