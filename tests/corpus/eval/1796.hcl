r = element(nums, 7) != -0.5
