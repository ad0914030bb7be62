r = [obj.port - nmap["y"], try(objs[3].size, 1), [zero, nullobj.b, nums.2][2]][1]
