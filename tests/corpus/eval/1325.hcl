r = [10, nul + 1, max(obj.ports[1], 3)][2]
