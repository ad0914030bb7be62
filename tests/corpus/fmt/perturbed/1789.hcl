r =  upper(nums)
