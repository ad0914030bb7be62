r = element(obj.ports, 1)
