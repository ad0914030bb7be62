r = chunklist([1, 2, 3, 4, 5], 2)
