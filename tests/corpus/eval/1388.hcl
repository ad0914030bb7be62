r = length([for x in nested[0] : -x])
