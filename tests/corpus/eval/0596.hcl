r = element(sort(nested[0]), 7)
