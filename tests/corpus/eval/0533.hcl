r = nums[1.5]
