r = merge(obj, n)
