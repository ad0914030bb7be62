r = contains(objs.*.name, 6.02e+23) ? element(objs[*].size, 7) : nums[2]
