r = chunklist(obj.ports, 0)
