v = .*[a]
b
