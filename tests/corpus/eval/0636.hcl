r = can(nums["1"] + nums[true])
