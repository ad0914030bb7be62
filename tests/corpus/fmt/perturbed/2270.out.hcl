r = chunklist([1, 2, 3], 1)
