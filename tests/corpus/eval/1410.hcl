r = [for i, x in tolist(toset(n[*])) : x + n if x % 2 == 0]
