r = !(!t) ? tolist(toset(values(nmap))) : fl && true && 100 != 0.5 ? fl && nums < 3 ? ["x-y-z"] : keys(empty_obj) : tolist(objs.*.name)
