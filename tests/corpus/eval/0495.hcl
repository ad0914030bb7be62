r = nums[7] > 1
