r = tolist(obj.enabled ? words : objs[*].name)
