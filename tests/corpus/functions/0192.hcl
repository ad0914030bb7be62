r = distinct(tolist([]))
