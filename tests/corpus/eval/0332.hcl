r = split(nums, s)
