r = obj.ports[1]
