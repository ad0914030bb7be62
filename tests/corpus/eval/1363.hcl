r = chunklist(range(5, 0, -2), 0)
