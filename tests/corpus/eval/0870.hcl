r = (try([1, 2][2], obj.ports[1]))
