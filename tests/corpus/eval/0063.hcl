r = [for i, x in range(0.5, 2) : x if x > 2]
