r = join("-", hasindex(n, 0) ? split("", strrev("a,b,,c")) : tolist(toset(split("", objs[0].name))))
