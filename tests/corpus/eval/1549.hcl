r = [for i, x in tolist(toset(objs.*.size)) : x + n if x > 2]
