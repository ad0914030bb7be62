r = chunklist(toset([1, 2]), 1)
