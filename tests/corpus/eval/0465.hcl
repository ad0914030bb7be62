r = tolist(toset([]))
