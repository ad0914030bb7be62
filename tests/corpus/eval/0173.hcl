r = distinct(n)
