r = slice(slice(nums, 3, 1), 1, 2)
