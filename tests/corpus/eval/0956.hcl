r = nums[0]
