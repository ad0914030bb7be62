r = nums[1] + max(0) - 2
