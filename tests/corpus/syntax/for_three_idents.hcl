a = [for a, b, c in xs : a]
