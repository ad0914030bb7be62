r = chunklist(obj.ports, 2)
