a = x[*].y
