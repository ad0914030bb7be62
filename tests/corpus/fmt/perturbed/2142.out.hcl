r = concat(nums[*].x, [7, 1000000, 2.5e-3])
