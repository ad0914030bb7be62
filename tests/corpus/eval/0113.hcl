r = slice(tolist(toset(["x", "y"])), 0, 1)
