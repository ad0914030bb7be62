a = [for i, v in xs : v if i < 2]
