r = t || nums[9] > 0
