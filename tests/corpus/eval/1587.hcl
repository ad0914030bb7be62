r = hasindex(nums, 0)
