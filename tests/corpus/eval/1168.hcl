r = can(1 / 0) && can(nums["a"])
