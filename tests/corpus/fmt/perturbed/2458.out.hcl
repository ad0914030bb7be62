r = slice(toset([1]), 0, 1)
