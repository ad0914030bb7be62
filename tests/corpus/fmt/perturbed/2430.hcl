r  =    reverse(nums)
