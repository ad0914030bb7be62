r = tolist(toset(range(5, 0, -2)))
