r = lookup(obj)
