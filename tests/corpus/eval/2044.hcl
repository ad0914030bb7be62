r = element([], 5)
