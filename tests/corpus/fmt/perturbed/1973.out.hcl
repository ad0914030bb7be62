r = join(", ", tolist(true ? values(smap) : objs[*].name))
