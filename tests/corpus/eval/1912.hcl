r = t && unknown_var ? reverse(objs.*.tags) : tolist(toset(split(",", smap["b"])))
