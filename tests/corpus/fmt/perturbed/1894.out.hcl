r = reverse(chunklist(obj.ports, 2))
