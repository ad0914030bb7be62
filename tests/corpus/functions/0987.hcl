r = toset([])
