r = chunklist([1, 2], 5)
