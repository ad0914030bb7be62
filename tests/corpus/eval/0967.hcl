r = merge(nums)
