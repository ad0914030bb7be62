r = try(nums[10], 1)
