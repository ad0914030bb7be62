r = keys({ "k-0" : null, for_x : objs.*.name[0] })
