r = [for x in [-1, 007, n] : x if x > 2]
