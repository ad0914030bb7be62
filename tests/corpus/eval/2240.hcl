r = nums[0.5]
