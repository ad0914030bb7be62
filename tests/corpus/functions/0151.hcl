r = contains(toset([1, 2]), 2)
