r = can(lookup(smap, "zz")) ? split(",", obj.tags.env) : tolist(toset(strs))
