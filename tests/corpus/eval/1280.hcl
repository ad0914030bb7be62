r = tolist(toset(objs.*.size))
