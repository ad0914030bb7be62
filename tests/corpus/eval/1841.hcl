r = split("-", tobool("true") || nul == [] ? 100 == nums[4] ? objs.*.name[0] : lookup(smap, "zz", "default") : nums[0])
