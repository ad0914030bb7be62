r = chunklist(null, 2)
