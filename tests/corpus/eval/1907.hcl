r = false ? values(smap) : objs[*].name[1]
