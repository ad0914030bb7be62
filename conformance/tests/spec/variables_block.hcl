a = base + 1
b = names[1]
