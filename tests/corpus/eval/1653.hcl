r = chunklist([ceil(99.99)], 1)
