r = nested[0]
