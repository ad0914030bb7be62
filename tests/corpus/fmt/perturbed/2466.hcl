r = split(",", 1)

