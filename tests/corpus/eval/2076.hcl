r = -nums.2
