r = tolist(toset(fl ? [1, 2, 3] : obj.ports))
