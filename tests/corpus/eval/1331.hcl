r = -(nums[1])
