r = can(nums["a"])
