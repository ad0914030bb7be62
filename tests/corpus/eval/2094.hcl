r = keys(obj.tags)
