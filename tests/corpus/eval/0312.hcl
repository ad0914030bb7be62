r = length(keys(obj.tags))
