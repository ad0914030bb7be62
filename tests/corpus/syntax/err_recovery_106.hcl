x
e = {a = b ?
