a = [for v in xs : v
b = 1
