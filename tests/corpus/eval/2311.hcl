r = {a = 1, b = a}
