r = slice(nums, 3, 1)
