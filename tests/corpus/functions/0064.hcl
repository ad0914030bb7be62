r = chunklist([1], null)
