v = *[a]
b
