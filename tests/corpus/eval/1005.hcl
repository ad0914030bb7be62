r = element(chunklist(nested[0], 2), 1)
