r = obj.ports
