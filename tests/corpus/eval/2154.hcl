r = [element(objs.*.size, n), true ? 100 : 100, nums[2]]
