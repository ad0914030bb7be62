r = can(max(0.5, 99.99, nums[4], -2.5))
