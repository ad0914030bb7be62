r = split("", obj.name)
