r = element(nums)
