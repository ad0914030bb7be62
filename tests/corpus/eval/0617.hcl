r = keys(nums)
