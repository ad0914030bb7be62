r = contains(!(obj.enabled) ? sort(nums) : formatlist("%s=%s", keys(smap)), "1e2" + element(objs[*].size, 1))
