r = nums[10]
