r = concat([1, 2, 3], obj.ports)
