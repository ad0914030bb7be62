a = [for s in c : x ? y]
b = 1 +
