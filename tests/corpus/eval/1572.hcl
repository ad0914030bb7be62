r = [for x in tolist(toset(range(0.5, 2))) : x * 2 if x % 2 == 0]
