r    =    concat(nums, strs)
