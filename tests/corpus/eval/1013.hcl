r = true ? values(smap) : objs.*.size
