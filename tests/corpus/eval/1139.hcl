r = obj.ports[1] - tiny
