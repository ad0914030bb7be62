r = sort(tolist(toset(objs.*.name)))[0]
