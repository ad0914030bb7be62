r = chunklist([], 2)
