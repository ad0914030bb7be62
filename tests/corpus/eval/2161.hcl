r = element(tolist(toset(concat(nested[0], objs[*].size))), 1) < [parseint("777", 36), min(1, obj.ports[1], 42, 1000000) * 0.5 + nullobj.b, nums[1]][2]
