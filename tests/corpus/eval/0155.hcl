r = tolist(toset(can(nums[0]) ? sort([]) : slice(objs.*.name, 0, 2)))
