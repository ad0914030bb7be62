r = chunklist(tolist(toset(range(5, 0, -2))), 0)
