r = toset([1, true])
