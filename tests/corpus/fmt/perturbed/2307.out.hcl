r = element(toset([1]), 0)
