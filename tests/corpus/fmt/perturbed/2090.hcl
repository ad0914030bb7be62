r  = nums[*]
