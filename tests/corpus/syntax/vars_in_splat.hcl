a = x[*].y
b = z.*.w
