r = can(element(nums, n)) ? can(fl ? 7 : 1000000) : objs.*.size
