a = [for 1 in xs : 1]
