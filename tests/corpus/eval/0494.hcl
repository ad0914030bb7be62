r = upper(nums)
