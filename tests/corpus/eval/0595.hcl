r = [element(obj.ports, 0), pow(3, 0), parseint("-101", 16)][2]
