r = chunklist(nested[0], 0)
