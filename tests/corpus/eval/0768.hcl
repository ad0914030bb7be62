r = abs(nums.9)
