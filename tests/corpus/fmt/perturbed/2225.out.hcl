r = obj.ports[*]
