r = [for x in concat(obj.ports, []) : x if x % 2 == 0]
