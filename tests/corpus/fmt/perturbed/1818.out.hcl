r = [10, obj.ports[1], obj.port][2] / 0.5
