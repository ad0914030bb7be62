a = [for k, v w in xs : k]
