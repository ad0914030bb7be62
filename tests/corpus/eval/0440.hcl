r = contains(objs.*.name, s) ? try(abs(), 2) : nums[0]
