r = element(nums, 1.5)
