r = toset([1, 2, 1])
