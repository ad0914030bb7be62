r = tolist(toset([for x in tolist(toset(objs.*.size)) : -x]))
