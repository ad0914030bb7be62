r = title(obj)
