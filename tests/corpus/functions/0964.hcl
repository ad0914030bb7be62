r = tomap(obj)
