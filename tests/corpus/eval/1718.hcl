r = min(nums.9, nmap.x, 3.25, nullobj.b) == -10 ? deep.a : [for x in fl ? objs[*].size : [] : x + n if x > 2]
