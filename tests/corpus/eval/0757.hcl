r = sort(chunklist(chunklist(nested[0], 0), 0))
