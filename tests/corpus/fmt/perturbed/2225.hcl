r    =    obj.ports[*]
