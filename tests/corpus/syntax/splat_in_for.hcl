a = [for v in x[*].y : v]
