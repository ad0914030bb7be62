r = (nums[0])
