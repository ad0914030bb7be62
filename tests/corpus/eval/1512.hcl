r = can(title(obj))
