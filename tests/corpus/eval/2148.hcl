r = can(max(n, f, big, n)) ? objs[*].tags[0] : tolist(toset(sort(objs.*.size)))
