a = x[0
b = 1
