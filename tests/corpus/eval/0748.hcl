r = obj.enabled ? objs[*].size : values(smap)
