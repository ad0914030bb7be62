r = max(element(objs.*.size, 1), element(obj.ports, 0), objs[1].size - 12345678901234567890)
