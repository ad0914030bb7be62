r = can(obj.nope)
