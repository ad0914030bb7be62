r  =  merge(nums)
