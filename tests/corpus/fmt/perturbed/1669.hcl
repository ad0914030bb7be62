r  = nested[*][*]
