r = trim(tolist(toset(["x", "y"]))[1], " ")
