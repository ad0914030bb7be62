r = can(obj.enabled ? 10 : objs[1].size)
