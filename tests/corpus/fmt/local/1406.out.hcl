r = can(element([], 0)) ? { for i, o in objs : o.name => o.size } : tomap({ a = 1, b = "2" })
