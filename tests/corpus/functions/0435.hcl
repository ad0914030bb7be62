r = keys(obj)
