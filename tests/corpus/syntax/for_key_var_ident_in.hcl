a = [for in in xs : in]
