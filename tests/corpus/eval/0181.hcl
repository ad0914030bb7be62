r = nums.9
