r = can(obj.name)
