r = join("-", false ? keys(smap) : objs[*].name) == lookup(smap, "a", "default")
