r = chunklist(range(1, 10, 3), 0)
