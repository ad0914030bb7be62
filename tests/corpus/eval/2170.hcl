r = split(",", substr(obj.name, 0, 100))
