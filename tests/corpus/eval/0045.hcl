r = nested[*][*]
