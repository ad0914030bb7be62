r = nums[*].x
