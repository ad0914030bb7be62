x
e = f((
