x
e = [a ?
