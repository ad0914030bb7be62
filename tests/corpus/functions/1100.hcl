r = values(obj)
