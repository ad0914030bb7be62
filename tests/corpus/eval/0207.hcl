r = nested[1][5]
