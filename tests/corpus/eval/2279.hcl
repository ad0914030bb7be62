r = nums.0
