r = contains(objs[*].size, smap["b"]) ? nums[0] : length(objs[*].name)
