x
e = (a ?
