a = x[y]
b = x[y + 1]
c = x[f(y)]
