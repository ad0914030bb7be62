r = chunklist([1])
