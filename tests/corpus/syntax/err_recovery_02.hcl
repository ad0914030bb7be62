a = x ? 1 2
b = x ? 3 4
