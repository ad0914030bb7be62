r = chunklist([], 1)
