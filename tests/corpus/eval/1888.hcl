r = concat(nested[0], distinct(n))
