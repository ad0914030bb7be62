r = element([for x in nested[0] : -x if x > 2], 0)
