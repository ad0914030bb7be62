r = tolist(toset(chunklist(chunklist([for x in objs.*.size : -x if x > 2], 1), 1)))
