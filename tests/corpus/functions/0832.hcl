r = sort(nums)
