r = contains(concat(keys(smap), keys(smap)), (nums[4]))
