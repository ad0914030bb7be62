r = concat(nums, strs)
