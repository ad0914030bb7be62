r = [for i, x in range(0.5, 2) : x * 2 if x % 2 == 0]
