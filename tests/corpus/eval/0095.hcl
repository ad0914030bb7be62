r = -nums[4]
