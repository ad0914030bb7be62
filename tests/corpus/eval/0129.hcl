r = nums[2]
