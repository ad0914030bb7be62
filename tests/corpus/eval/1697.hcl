r = nums[*]
