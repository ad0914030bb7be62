r = nums[1]
