r = obj.name
