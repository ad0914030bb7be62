r = can(nums[10])
