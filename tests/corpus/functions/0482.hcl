r = lookup(obj, "name", "")
