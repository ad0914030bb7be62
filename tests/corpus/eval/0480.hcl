r = join("", tolist(toset(obj.enabled ? values(smap) : objs.*.name)))
