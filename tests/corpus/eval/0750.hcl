r = concat([for i, x in [] : x], [for x in [for i, x in [] : x if x > 2] : -x if x % 2 == 0])
