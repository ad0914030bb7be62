r = can(smap.nope) ? { for i, o in objs : o.name => o.size... } : t || "yes" || false
