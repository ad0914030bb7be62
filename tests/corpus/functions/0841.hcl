r = split(",", 1)
