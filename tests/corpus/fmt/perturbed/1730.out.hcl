r = tolist(obj)
