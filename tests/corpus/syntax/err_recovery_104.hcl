x
e = a ?
