r = tolist(toset(t ? objs[*].name : keys(smap)))
