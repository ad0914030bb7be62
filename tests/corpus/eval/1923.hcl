r = 1000000 <= obj.ports[1]
