r = concat(n)
