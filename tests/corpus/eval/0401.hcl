r = element([], 0) / 7
