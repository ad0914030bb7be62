r = "-3" + element(obj.ports, 1)
