r = chunklist(tolist(toset(tolist(toset(obj.ports)))), 2)
