r = try(nums[10])
