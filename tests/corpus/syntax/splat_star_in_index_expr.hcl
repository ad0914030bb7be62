a = x[*y]
